import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotshint1Inputs */

const en_events_slotshint1 = /** @type {(inputs: Events_Slotshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One per line, e.g. "Sat 10:00–12:00".`)
};

const fil_events_slotshint1 = /** @type {(inputs: Events_Slotshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isa bawat linya, hal. "Sab 10:00–12:00".`)
};

/**
* | output |
* | --- |
* | "One per line, e.g. \"Sat 10:00–12:00\"." |
*
* @param {Events_Slotshint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotshint1 = /** @type {((inputs?: Events_Slotshint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotshint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotshint1(inputs)
	return en_events_slotshint1(inputs)
});
export { events_slotshint1 as "events.slotsHint" }