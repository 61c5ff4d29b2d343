import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotformat1Inputs */

const en_events_slotformat1 = /** @type {(inputs: Events_Slotformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A time slot has at most 40 characters`)
};

/**
* | output |
* | --- |
* | "A time slot has at most 40 characters" |
*
* @param {Events_Slotformat1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slotformat1 = /** @type {((inputs?: Events_Slotformat1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotformat1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slotformat1(inputs)
});
export { events_slotformat1 as "events.slotFormat" }