/**
 * The envelope's `code`s that callers act on (storefront §8, shopping §8): each is defined here once, and the
 * API answers with it while the web and the CLI react to it.
 */

/** Not logged in: no login key, or one the shop does not know (storefront §8; the login dialog opens). */
export const NOT_LOGGED_IN_CODE = 2001;

/** A login key past its idle or absolute expiry (storefront §8; the login dialog opens, as for 2001). */
export const SESSION_EXPIRED_CODE = 2004;

/**
 * A password sign-in refused until an image captcha is solved: the account had `PASSWORD_CAPTCHA_LIMIT` wrong
 * passwords lately, or the captcha sent was wrong. The login dialog then shows the captcha field and sends
 * `device_id` and `captcha` with the password.
 */
export const CAPTCHA_NEEDED_CODE = 2005;

/** The amount is already paid (shopping §8: treated as success; the page goes to the order detail). */
export const ALREADY_PAID_CODE = 2040;

/** On checkout, the address or shipping is invalid (shopping §8: the message is shown, `is_correct` false). */
export const CHECKOUT_INVALID_CODE = 303;

/**
 * A sign-in (password or SMS code) to a shopper account the shop disabled (issue 32 "People"): the login dialog
 * shows `ACCOUNT_DISABLED` in itself, beside the toast, since signing in again cannot help.
 */
export const ACCOUNT_DISABLED_CODE = 2006;
