import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotrequired1Inputs */

const en_events_slotrequired1 = /** @type {(inputs: Events_Slotrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a time slot`)
};

/**
* | output |
* | --- |
* | "Please choose a time slot" |
*
* @param {Events_Slotrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slotrequired1 = /** @type {((inputs?: Events_Slotrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slotrequired1(inputs)
});
export { events_slotrequired1 as "events.slotRequired" }