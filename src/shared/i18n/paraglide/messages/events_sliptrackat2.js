import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sliptrackat2Inputs */

const en_events_sliptrackat2 = /** @type {(inputs: Events_Sliptrackat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track it at`)
};

/**
* | output |
* | --- |
* | "Track it at" |
*
* @param {Events_Sliptrackat2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sliptrackat2 = /** @type {((inputs?: Events_Sliptrackat2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sliptrackat2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sliptrackat2(inputs)
});
export { events_sliptrackat2 as "events.slipTrackAt" }