import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglocked1Inputs */

const en_events_sluglocked1 = /** @type {(inputs: Events_Sluglocked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address name cannot change once the event has requests`)
};

const fil_events_sluglocked1 = /** @type {(inputs: Events_Sluglocked1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na mapapalitan ang pangalan ng address kapag may request na ang event`)
};

/**
* | output |
* | --- |
* | "The address name cannot change once the event has requests" |
*
* @param {Events_Sluglocked1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sluglocked1 = /** @type {((inputs?: Events_Sluglocked1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglocked1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sluglocked1(inputs)
	return en_events_sluglocked1(inputs)
});
export { events_sluglocked1 as "events.slugLocked" }