import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Offlinebanner1Inputs */

const en_events_offlinebanner1 = /** @type {(inputs: Events_Offlinebanner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No connection. Photos and details stay on this device and are sent when the connection is back.`)
};

/**
* | output |
* | --- |
* | "No connection. Photos and details stay on this device and are sent when the connection is back." |
*
* @param {Events_Offlinebanner1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_offlinebanner1 = /** @type {((inputs?: Events_Offlinebanner1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Offlinebanner1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_offlinebanner1(inputs)
});
export { events_offlinebanner1 as "events.offlineBanner" }