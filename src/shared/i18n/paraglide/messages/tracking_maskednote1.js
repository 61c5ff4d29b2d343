import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Maskednote1Inputs */

const en_tracking_maskednote1 = /** @type {(inputs: Tracking_Maskednote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For privacy, contact details are partly hidden. Sign in with the account that made this request to see them in full.`)
};

const fil_tracking_maskednote1 = /** @type {(inputs: Tracking_Maskednote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para sa privacy, bahagyang nakatago ang contact details. Mag-sign in gamit ang account na gumawa ng request na ito para makita ang buo.`)
};

/**
* | output |
* | --- |
* | "For privacy, contact details are partly hidden. Sign in with the account that made this request to see them in full." |
*
* @param {Tracking_Maskednote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_maskednote1 = /** @type {((inputs?: Tracking_Maskednote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Maskednote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_maskednote1(inputs)
	return en_tracking_maskednote1(inputs)
});
export { tracking_maskednote1 as "tracking.maskedNote" }