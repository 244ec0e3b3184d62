// The classic script index.html loads before the app: /page-boot.js (see app/page-boot.ts).
import { bootPage } from './app/page-boot.ts';

bootPage();
