import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Savedondevice2Inputs */

const en_tracking_savedondevice2 = /** @type {(inputs: Tracking_Savedondevice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device`)
};

const fil_tracking_savedondevice2 = /** @type {(inputs: Tracking_Savedondevice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-save sa device na ito`)
};

/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Tracking_Savedondevice2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_savedondevice2 = /** @type {((inputs?: Tracking_Savedondevice2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Savedondevice2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_savedondevice2(inputs)
	return en_tracking_savedondevice2(inputs)
});
export { tracking_savedondevice2 as "tracking.savedOnDevice" }