import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskstillhere2Inputs */

const en_events_kioskstillhere2 = /** @type {(inputs: Events_Kioskstillhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'm still here`)
};

/**
* | output |
* | --- |
* | "I'm still here" |
*
* @param {Events_Kioskstillhere2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kioskstillhere2 = /** @type {((inputs?: Events_Kioskstillhere2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskstillhere2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kioskstillhere2(inputs)
});
export { events_kioskstillhere2 as "events.kioskStillHere" }