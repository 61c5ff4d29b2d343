import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsnav1Inputs */

const en_events_eventsnav1 = /** @type {(inputs: Events_Eventsnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const fil_events_eventsnav1 = /** @type {(inputs: Events_Eventsnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Event`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_Eventsnav1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventsnav1 = /** @type {((inputs?: Events_Eventsnav1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsnav1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventsnav1(inputs)
	return en_events_eventsnav1(inputs)
});
export { events_eventsnav1 as "events.eventsNav" }