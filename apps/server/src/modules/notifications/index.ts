/** The notifications module's face (Email to customers and the store): all that other code may import from it (README.md). */
export { createMailer, type Mailer } from './mailer.ts';
export { createOrderNotifier, type OrderNotifier } from './order-notifier.ts';
