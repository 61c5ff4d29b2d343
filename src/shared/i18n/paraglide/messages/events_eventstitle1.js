import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventstitle1Inputs */

const en_events_eventstitle1 = /** @type {(inputs: Events_Eventstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const fil_events_eventstitle1 = /** @type {(inputs: Events_Eventstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Event`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_Eventstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventstitle1 = /** @type {((inputs?: Events_Eventstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventstitle1(inputs)
	return en_events_eventstitle1(inputs)
});
export { events_eventstitle1 as "events.eventsTitle" }