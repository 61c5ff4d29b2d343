import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Statusupdate1Inputs */

const en_tracking_statusupdate1 = /** @type {(inputs: Tracking_Statusupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status Update`)
};

/**
* | output |
* | --- |
* | "Status Update" |
*
* @param {Tracking_Statusupdate1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_statusupdate1 = /** @type {((inputs?: Tracking_Statusupdate1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Statusupdate1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_statusupdate1(inputs)
});
export { tracking_statusupdate1 as "tracking.statusUpdate" }