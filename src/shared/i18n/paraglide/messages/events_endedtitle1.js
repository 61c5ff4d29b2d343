import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endedtitle1Inputs */

const en_events_endedtitle1 = /** @type {(inputs: Events_Endedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended`)
};

const fil_events_endedtitle1 = /** @type {(inputs: Events_Endedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na ang event na ito`)
};

/**
* | output |
* | --- |
* | "This event has ended" |
*
* @param {Events_Endedtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_endedtitle1 = /** @type {((inputs?: Events_Endedtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endedtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_endedtitle1(inputs)
	return en_events_endedtitle1(inputs)
});
export { events_endedtitle1 as "events.endedTitle" }