import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotlabel1Inputs */

const en_events_slotlabel1 = /** @type {(inputs: Events_Slotlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slot`)
};

/**
* | output |
* | --- |
* | "Time slot" |
*
* @param {Events_Slotlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slotlabel1 = /** @type {((inputs?: Events_Slotlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slotlabel1(inputs)
});
export { events_slotlabel1 as "events.slotLabel" }