import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Unknownslot1Inputs */

const en_events_unknownslot1 = /** @type {(inputs: Events_Unknownslot1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the event’s time slots`)
};

const fil_events_unknownslot1 = /** @type {(inputs: Events_Unknownslot1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng isa sa mga time slot ng event`)
};

/**
* | output |
* | --- |
* | "Please choose one of the event’s time slots" |
*
* @param {Events_Unknownslot1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_unknownslot1 = /** @type {((inputs?: Events_Unknownslot1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Unknownslot1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_unknownslot1(inputs)
	return en_events_unknownslot1(inputs)
});
export { events_unknownslot1 as "events.unknownSlot" }