import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Statusupdate1Inputs */

const en_tracking_statusupdate1 = /** @type {(inputs: Tracking_Statusupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status Update`)
};

const fil_tracking_statusupdate1 = /** @type {(inputs: Tracking_Statusupdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update sa Status`)
};

/**
* | output |
* | --- |
* | "Status Update" |
*
* @param {Tracking_Statusupdate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_statusupdate1 = /** @type {((inputs?: Tracking_Statusupdate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Statusupdate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_statusupdate1(inputs)
	return en_tracking_statusupdate1(inputs)
});
export { tracking_statusupdate1 as "tracking.statusUpdate" }