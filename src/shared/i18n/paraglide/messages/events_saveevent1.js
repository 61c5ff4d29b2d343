import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Saveevent1Inputs */

const en_events_saveevent1 = /** @type {(inputs: Events_Saveevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const fil_events_saveevent1 = /** @type {(inputs: Events_Saveevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang mga pagbabago`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Events_Saveevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_saveevent1 = /** @type {((inputs?: Events_Saveevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Saveevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_saveevent1(inputs)
	return en_events_saveevent1(inputs)
});
export { events_saveevent1 as "events.saveEvent" }