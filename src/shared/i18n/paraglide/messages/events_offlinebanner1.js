import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Offlinebanner1Inputs */

const en_events_offlinebanner1 = /** @type {(inputs: Events_Offlinebanner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No connection. Photos and details stay on this device and are sent when the connection is back.`)
};

const fil_events_offlinebanner1 = /** @type {(inputs: Events_Offlinebanner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang koneksyon. Mananatili sa device na ito ang mga litrato at detalye, at ipapadala kapag bumalik ang koneksyon.`)
};

/**
* | output |
* | --- |
* | "No connection. Photos and details stay on this device and are sent when the connection is back." |
*
* @param {Events_Offlinebanner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_offlinebanner1 = /** @type {((inputs?: Events_Offlinebanner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Offlinebanner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_offlinebanner1(inputs)
	return en_events_offlinebanner1(inputs)
});
export { events_offlinebanner1 as "events.offlineBanner" }