import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Maskednote1Inputs */

const en_tracking_maskednote1 = /** @type {(inputs: Tracking_Maskednote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For privacy, contact details are partly hidden. Sign in with the account that made this request to see them in full.`)
};

/**
* | output |
* | --- |
* | "For privacy, contact details are partly hidden. Sign in with the account that made this request to see them in full." |
*
* @param {Tracking_Maskednote1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_maskednote1 = /** @type {((inputs?: Tracking_Maskednote1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Maskednote1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_maskednote1(inputs)
});
export { tracking_maskednote1 as "tracking.maskedNote" }