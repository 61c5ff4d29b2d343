import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Useaskiosk2Inputs */

const en_events_useaskiosk2 = /** @type {(inputs: Events_Useaskiosk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this device as a kiosk`)
};

const fil_events_useaskiosk2 = /** @type {(inputs: Events_Useaskiosk2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamitin ang device na ito bilang kiosk`)
};

/**
* | output |
* | --- |
* | "Use this device as a kiosk" |
*
* @param {Events_Useaskiosk2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_useaskiosk2 = /** @type {((inputs?: Events_Useaskiosk2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Useaskiosk2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_useaskiosk2(inputs)
	return en_events_useaskiosk2(inputs)
});
export { events_useaskiosk2 as "events.useAsKiosk" }