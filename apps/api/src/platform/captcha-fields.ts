// The captcha answer a password login sends lives in the contract with the other request fields (fields.ts); the
// routes not built from the endpoint table yet take it from here.
export { captchaAnswerFields } from '@garden/contract';
