import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Offlinebody1Inputs */

const en_tracking_offlinebody1 = /** @type {(inputs: Tracking_Offlinebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your request as it was saved on this device. Its status may have changed since — try again when you are back online.`)
};

const fil_tracking_offlinebody1 = /** @type {(inputs: Tracking_Offlinebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ito ang request mo ayon sa pagkaka-save sa device na ito. Baka nagbago na ang status nito — subukan ulit kapag online ka na.`)
};

/**
* | output |
* | --- |
* | "This is your request as it was saved on this device. Its status may have changed since — try again when you are back online." |
*
* @param {Tracking_Offlinebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_offlinebody1 = /** @type {((inputs?: Tracking_Offlinebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Offlinebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_offlinebody1(inputs)
	return en_tracking_offlinebody1(inputs)
});
export { tracking_offlinebody1 as "tracking.offlineBody" }