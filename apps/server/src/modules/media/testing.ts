/** The media module's test face: what other tests may use (README.md). */
export { multipartBody } from './multipart-body.test-helper.ts';
