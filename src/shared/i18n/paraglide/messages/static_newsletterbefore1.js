import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newsletterbefore1Inputs */

const en_static_newsletterbefore1 = /** @type {(inputs: Static_Newsletterbefore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month. Write to`)
};

const fil_static_newsletterbefore1 = /** @type {(inputs: Static_Newsletterbefore1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga tip sa pagligpit, mga kuwento kung saan napunta ang mga gamit mo, at balita kapag nakarating na kami sa mga bagong lugar — mga isang beses kada buwan. Sumulat sa`)
};

/**
* | output |
* | --- |
* | "Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month. Write to" |
*
* @param {Static_Newsletterbefore1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_newsletterbefore1 = /** @type {((inputs?: Static_Newsletterbefore1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newsletterbefore1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_newsletterbefore1(inputs)
	return en_static_newsletterbefore1(inputs)
});
export { static_newsletterbefore1 as "static.newsletterBefore" }