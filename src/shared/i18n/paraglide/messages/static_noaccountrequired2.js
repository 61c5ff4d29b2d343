import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Noaccountrequired2Inputs */

const en_static_noaccountrequired2 = /** @type {(inputs: Static_Noaccountrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Account Required!`)
};

const fil_static_noaccountrequired2 = /** @type {(inputs: Static_Noaccountrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi kailangan ng account!`)
};

/**
* | output |
* | --- |
* | "No Account Required!" |
*
* @param {Static_Noaccountrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_noaccountrequired2 = /** @type {((inputs?: Static_Noaccountrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Noaccountrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_noaccountrequired2(inputs)
	return en_static_noaccountrequired2(inputs)
});
export { static_noaccountrequired2 as "static.noAccountRequired" }