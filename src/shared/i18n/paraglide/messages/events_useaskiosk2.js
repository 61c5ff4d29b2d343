import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Useaskiosk2Inputs */

const en_events_useaskiosk2 = /** @type {(inputs: Events_Useaskiosk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this device as a kiosk`)
};

/**
* | output |
* | --- |
* | "Use this device as a kiosk" |
*
* @param {Events_Useaskiosk2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_useaskiosk2 = /** @type {((inputs?: Events_Useaskiosk2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Useaskiosk2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_useaskiosk2(inputs)
});
export { events_useaskiosk2 as "events.useAsKiosk" }