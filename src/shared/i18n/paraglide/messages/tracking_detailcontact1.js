import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailcontact1Inputs */

const en_tracking_detailcontact1 = /** @type {(inputs: Tracking_Detailcontact1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const fil_tracking_detailcontact1 = /** @type {(inputs: Tracking_Detailcontact1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Tracking_Detailcontact1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detailcontact1 = /** @type {((inputs?: Tracking_Detailcontact1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailcontact1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detailcontact1(inputs)
	return en_tracking_detailcontact1(inputs)
});
export { tracking_detailcontact1 as "tracking.detailContact" }