import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Loadfailedtitle2Inputs */

const en_events_loadfailedtitle2 = /** @type {(inputs: Events_Loadfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check this event`)
};

const fil_events_loadfailedtitle2 = /** @type {(inputs: Events_Loadfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin matingnan ang event na ito`)
};

/**
* | output |
* | --- |
* | "We could not check this event" |
*
* @param {Events_Loadfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_loadfailedtitle2 = /** @type {((inputs?: Events_Loadfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Loadfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_loadfailedtitle2(inputs)
	return en_events_loadfailedtitle2(inputs)
});
export { events_loadfailedtitle2 as "events.loadFailedTitle" }