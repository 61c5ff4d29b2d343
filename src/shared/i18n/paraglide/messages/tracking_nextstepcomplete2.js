import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcomplete2Inputs */

const en_tracking_nextstepcomplete2 = /** @type {(inputs: Tracking_Nextstepcomplete2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your decluttering process is complete. Thank you!`)
};

const fil_tracking_nextstepcomplete2 = /** @type {(inputs: Tracking_Nextstepcomplete2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na ang iyong pagligpit. Salamat!`)
};

/**
* | output |
* | --- |
* | "Your decluttering process is complete. Thank you!" |
*
* @param {Tracking_Nextstepcomplete2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcomplete2 = /** @type {((inputs?: Tracking_Nextstepcomplete2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcomplete2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepcomplete2(inputs)
	return en_tracking_nextstepcomplete2(inputs)
});
export { tracking_nextstepcomplete2 as "tracking.nextStepComplete" }