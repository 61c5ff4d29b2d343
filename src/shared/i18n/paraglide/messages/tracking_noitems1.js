import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Noitems1Inputs */

const en_tracking_noitems1 = /** @type {(inputs: Tracking_Noitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No item photos on this request.`)
};

const fil_tracking_noitems1 = /** @type {(inputs: Tracking_Noitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang litrato ng gamit sa request na ito.`)
};

/**
* | output |
* | --- |
* | "No item photos on this request." |
*
* @param {Tracking_Noitems1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_noitems1 = /** @type {((inputs?: Tracking_Noitems1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Noitems1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_noitems1(inputs)
	return en_tracking_noitems1(inputs)
});
export { tracking_noitems1 as "tracking.noItems" }