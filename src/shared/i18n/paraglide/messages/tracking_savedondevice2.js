import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Savedondevice2Inputs */

const en_tracking_savedondevice2 = /** @type {(inputs: Tracking_Savedondevice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device`)
};

/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Tracking_Savedondevice2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_savedondevice2 = /** @type {((inputs?: Tracking_Savedondevice2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Savedondevice2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_savedondevice2(inputs)
});
export { tracking_savedondevice2 as "tracking.savedOnDevice" }