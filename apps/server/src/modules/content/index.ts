/** The content module's face (The homepage, pages and translations an administrator edits): all that other code may import from it (README.md). */
export { contentRoutes } from './content.routes.ts';
export { storedHomepageData } from './content.service.ts';
