import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Notfound1Inputs */

const en_tracking_notfound1 = /** @type {(inputs: Tracking_Notfound1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find a submission with this tracking number.`)
};

const fil_tracking_notfound1 = /** @type {(inputs: Tracking_Notfound1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala kaming nahanap na submission na may ganitong tracking number.`)
};

/**
* | output |
* | --- |
* | "We couldn't find a submission with this tracking number." |
*
* @param {Tracking_Notfound1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_notfound1 = /** @type {((inputs?: Tracking_Notfound1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Notfound1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_notfound1(inputs)
	return en_tracking_notfound1(inputs)
});
export { tracking_notfound1 as "tracking.notFound" }