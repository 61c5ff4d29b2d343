import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newsletterbefore1Inputs */

const en_static_newsletterbefore1 = /** @type {(inputs: Static_Newsletterbefore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month. Write to`)
};

/**
* | output |
* | --- |
* | "Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month. Write to" |
*
* @param {Static_Newsletterbefore1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_newsletterbefore1 = /** @type {((inputs?: Static_Newsletterbefore1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newsletterbefore1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_newsletterbefore1(inputs)
});
export { static_newsletterbefore1 as "static.newsletterBefore" }