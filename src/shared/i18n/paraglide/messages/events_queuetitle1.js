import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuetitle1Inputs */

const en_events_queuetitle1 = /** @type {(inputs: Events_Queuetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting on this device`)
};

const fil_events_queuetitle1 = /** @type {(inputs: Events_Queuetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naghihintay sa device na ito`)
};

/**
* | output |
* | --- |
* | "Waiting on this device" |
*
* @param {Events_Queuetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuetitle1 = /** @type {((inputs?: Events_Queuetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuetitle1(inputs)
	return en_events_queuetitle1(inputs)
});
export { events_queuetitle1 as "events.queueTitle" }