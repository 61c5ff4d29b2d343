import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotslabel1Inputs */

const en_events_slotslabel1 = /** @type {(inputs: Events_Slotslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slots (optional)`)
};

/**
* | output |
* | --- |
* | "Time slots (optional)" |
*
* @param {Events_Slotslabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slotslabel1 = /** @type {((inputs?: Events_Slotslabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotslabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slotslabel1(inputs)
});
export { events_slotslabel1 as "events.slotsLabel" }