import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcomplete2Inputs */

const en_tracking_nextstepcomplete2 = /** @type {(inputs: Tracking_Nextstepcomplete2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your decluttering process is complete. Thank you!`)
};

/**
* | output |
* | --- |
* | "Your decluttering process is complete. Thank you!" |
*
* @param {Tracking_Nextstepcomplete2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcomplete2 = /** @type {((inputs?: Tracking_Nextstepcomplete2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcomplete2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nextstepcomplete2(inputs)
});
export { tracking_nextstepcomplete2 as "tracking.nextStepComplete" }