import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endsonlabel2Inputs */

const en_events_endsonlabel2 = /** @type {(inputs: Events_Endsonlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date`)
};

const fil_events_endsonlabel2 = /** @type {(inputs: Events_Endsonlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date`)
};

/**
* | output |
* | --- |
* | "End date" |
*
* @param {Events_Endsonlabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_endsonlabel2 = /** @type {((inputs?: Events_Endsonlabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endsonlabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_endsonlabel2(inputs)
	return en_events_endsonlabel2(inputs)
});
export { events_endsonlabel2 as "events.endsOnLabel" }