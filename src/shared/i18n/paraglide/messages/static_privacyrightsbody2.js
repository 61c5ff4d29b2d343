import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacyrightsbody2Inputs */

const en_static_privacyrightsbody2 = /** @type {(inputs: Static_Privacyrightsbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may see, correct and erase your data. Signed in, download all of it or delete your account under Edit Profile. Without an account, erase a request from its tracking page with a one-time code. You can also turn off a shared impact receipt at any time.`)
};

const fil_static_privacyrightsbody2 = /** @type {(inputs: Static_Privacyrightsbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede mong makita, itama at burahin ang data mo. Kung naka-sign in, i-download lahat o i-delete ang account mo sa Edit Profile. Kung walang account, burahin ang request mula sa tracking page nito gamit ang one-time code. Puwede mo ring i-off anumang oras ang naka-share na impact receipt.`)
};

/**
* | output |
* | --- |
* | "You may see, correct and erase your data. Signed in, download all of it or delete your account under Edit Profile. Without an account, erase a request from i..." |
*
* @param {Static_Privacyrightsbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacyrightsbody2 = /** @type {((inputs?: Static_Privacyrightsbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacyrightsbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacyrightsbody2(inputs)
	return en_static_privacyrightsbody2(inputs)
});
export { static_privacyrightsbody2 as "static.privacyRightsBody" }