import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sliptrackat2Inputs */

const en_events_sliptrackat2 = /** @type {(inputs: Events_Sliptrackat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track it at`)
};

const fil_events_sliptrackat2 = /** @type {(inputs: Events_Sliptrackat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track sa`)
};

/**
* | output |
* | --- |
* | "Track it at" |
*
* @param {Events_Sliptrackat2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sliptrackat2 = /** @type {((inputs?: Events_Sliptrackat2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sliptrackat2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sliptrackat2(inputs)
	return en_events_sliptrackat2(inputs)
});
export { events_sliptrackat2 as "events.slipTrackAt" }