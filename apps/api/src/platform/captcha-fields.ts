// The image captcha's answer fields live in the contract with the other request fields (fields.ts); the routes
// not built from the endpoint table yet take them from here.
export { captchaAnswerFields } from '@garden/contract';
