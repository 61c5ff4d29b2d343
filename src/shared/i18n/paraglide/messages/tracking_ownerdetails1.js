import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Ownerdetails1Inputs */

const en_tracking_ownerdetails1 = /** @type {(inputs: Tracking_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner Details`)
};

const fil_tracking_ownerdetails1 = /** @type {(inputs: Tracking_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalye ng May-ari`)
};

/**
* | output |
* | --- |
* | "Owner Details" |
*
* @param {Tracking_Ownerdetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_ownerdetails1 = /** @type {((inputs?: Tracking_Ownerdetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Ownerdetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_ownerdetails1(inputs)
	return en_tracking_ownerdetails1(inputs)
});
export { tracking_ownerdetails1 as "tracking.ownerDetails" }