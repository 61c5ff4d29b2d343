import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Offlinebody1Inputs */

const en_tracking_offlinebody1 = /** @type {(inputs: Tracking_Offlinebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your request as it was saved on this device. Its status may have changed since — try again when you are back online.`)
};

/**
* | output |
* | --- |
* | "This is your request as it was saved on this device. Its status may have changed since — try again when you are back online." |
*
* @param {Tracking_Offlinebody1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_offlinebody1 = /** @type {((inputs?: Tracking_Offlinebody1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Offlinebody1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_offlinebody1(inputs)
});
export { tracking_offlinebody1 as "tracking.offlineBody" }