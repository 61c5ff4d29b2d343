import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglocked1Inputs */

const en_events_sluglocked1 = /** @type {(inputs: Events_Sluglocked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address name cannot change once the event has requests`)
};

/**
* | output |
* | --- |
* | "The address name cannot change once the event has requests" |
*
* @param {Events_Sluglocked1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sluglocked1 = /** @type {((inputs?: Events_Sluglocked1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglocked1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sluglocked1(inputs)
});
export { events_sluglocked1 as "events.slugLocked" }