import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Tracking_Submittedon1Inputs */

const en_tracking_submittedon1 = /** @type {(inputs: Tracking_Submittedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Submitted ${i?.date}`)
};

const fil_tracking_submittedon1 = /** @type {(inputs: Tracking_Submittedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-submit noong ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Submitted {date}" |
*
* @param {Tracking_Submittedon1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_submittedon1 = /** @type {((inputs: Tracking_Submittedon1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Submittedon1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_submittedon1(inputs)
	return en_tracking_submittedon1(inputs)
});
export { tracking_submittedon1 as "tracking.submittedOn" }