import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Unknownslot1Inputs */

const en_events_unknownslot1 = /** @type {(inputs: Events_Unknownslot1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the event’s time slots`)
};

/**
* | output |
* | --- |
* | "Please choose one of the event’s time slots" |
*
* @param {Events_Unknownslot1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_unknownslot1 = /** @type {((inputs?: Events_Unknownslot1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Unknownslot1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_unknownslot1(inputs)
});
export { events_unknownslot1 as "events.unknownSlot" }