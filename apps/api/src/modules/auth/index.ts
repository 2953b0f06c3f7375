export { captchaSolver } from './captcha';
export { OPERATOR_TOKEN_FILE, ensureOperatorToken } from './operator-token';
export { hashPassword } from './passwords';
export { authRoutes } from './routes';
export { createSandboxRoutes } from './sandbox-routes';
export { smsRoutes } from './sms-routes';
export { consumeSmsCode } from './sms';
export { tryPassword } from './throttle';
export { countCartPieces, describeUser, findUserByMobile } from './users';
