import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotplaceholder1Inputs */

const en_events_slotplaceholder1 = /** @type {(inputs: Events_Slotplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a time slot`)
};

/**
* | output |
* | --- |
* | "Select a time slot" |
*
* @param {Events_Slotplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slotplaceholder1 = /** @type {((inputs?: Events_Slotplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slotplaceholder1(inputs)
});
export { events_slotplaceholder1 as "events.slotPlaceholder" }