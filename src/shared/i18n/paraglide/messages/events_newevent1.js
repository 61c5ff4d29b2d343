import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Newevent1Inputs */

const en_events_newevent1 = /** @type {(inputs: Events_Newevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New event`)
};

/**
* | output |
* | --- |
* | "New event" |
*
* @param {Events_Newevent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_newevent1 = /** @type {((inputs?: Events_Newevent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Newevent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_newevent1(inputs)
});
export { events_newevent1 as "events.newEvent" }