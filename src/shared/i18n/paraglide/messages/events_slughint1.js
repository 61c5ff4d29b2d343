import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slughint1Inputs */

const en_events_slughint1 = /** @type {(inputs: Events_Slughint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made from the venue and the start date; it can be changed until the first request.`)
};

/**
* | output |
* | --- |
* | "Made from the venue and the start date; it can be changed until the first request." |
*
* @param {Events_Slughint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slughint1 = /** @type {((inputs?: Events_Slughint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slughint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slughint1(inputs)
});
export { events_slughint1 as "events.slugHint" }